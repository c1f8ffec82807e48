fn main() {
    println!("tabuleiro: usage: tabuleiro perft|status <game> ...");
}
