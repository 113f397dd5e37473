/// A number as a message quotes it: whole numbers without ".0", others as Swift writes them.
func format(_ n: Double) -> String {
    n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
}
