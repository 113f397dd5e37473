/// A number as a message quotes it: whole numbers (exact in a Double: up to 2⁵³) without ".0", others as Swift writes them.
func format(_ n: Double) -> String {
    n == n.rounded() && abs(n) <= 9_007_199_254_740_992 ? String(Int(n)) : String(n)
}
