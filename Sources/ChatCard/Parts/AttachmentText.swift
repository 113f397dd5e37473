/// How attachments and footers write their numbers, as Telegram writes them.
enum AttachmentText {
    /// `m:ss` under an hour, else `h:mm:ss` (a whole number of seconds, 0 to 10⁷).
    static func duration(_ seconds: Double) -> String {
        let total = Int(max(0, seconds))
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// A call's length as Telegram words it: "42 sec", "5 min", "1 h 6 min" (a clock's "5:12" beside the
    /// time would read as a second time).
    static func callDuration(_ seconds: Double) -> String {
        let total = Int(max(0, seconds))
        if total < 60 { return "\(total) sec" }
        if total < 3600 { return "\(total / 60) min" }
        let minutes = total / 60 % 60
        return "\(total / 3600) h" + (minutes > 0 ? " \(minutes) min" : "")
    }

    /// Bytes in the largest unit that keeps the number at least 1, with one decimal below 10 ("512 B",
    /// "1.2 KB", "24 MB", "3.5 GB"); units of 1,024 as Telegram counts them.
    static func fileSize(_ bytes: Double) -> String {
        let units = ["B", "KB", "MB", "GB", "TB"]
        var value = max(0, bytes), unit = 0
        while unit + 1 < units.count, value >= 1024 { value /= 1024; unit += 1 }
        // A value that would round up to 1024 of a unit reads as 1 of the next.
        if unit > 0, unit + 1 < units.count, (value * 10).rounded() >= 10_240 { value /= 1024; unit += 1 }
        guard unit > 0 else { return "\(Int(value)) B" }
        let tenths = Int((value * 10).rounded())
        return (tenths >= 100 || tenths % 10 == 0 ? "\(Int(value.rounded()))" : "\(tenths / 10).\(tenths % 10)") + " " + units[unit]
    }

    /// A count as Telegram shows views: exact below 1,000, then `12K`, `1.2K`, `3.4M`, `5B` (one decimal,
    /// truncated, dropped when 0).
    static func compactCount(_ n: Int) -> String {
        for (size, suffix) in [(1_000_000_000, "B"), (1_000_000, "M"), (1_000, "K")] where n >= size {
            let whole = n / size, tenth = n % size / (size / 10)
            return "\(whole)" + (tenth > 0 ? ".\(tenth)" : "") + suffix
        }
        return "\(max(0, n))"
    }
}
