import Foundation

/// Times and days as a chat shows them, in the import's zone: "09:41" or "9:41 AM", "March 1, 2026".
/// The zone's offset is asked once per instant; the calendar date is integer arithmetic (Foundation's
/// calendar took most of an import's time).
struct TimeText {
    private let zone: TimeZone
    private let twelveHour: Bool
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December"]

    /// A day in the import's zone.
    struct Day: Equatable {
        let year: Int
        let month: Int
        let day: Int
    }

    init(_ options: ImportOptions) {
        zone = options.timeZone
        twelveHour = options.clock == .twelve
    }

    /// Seconds since 1970 on the zone's wall clock.
    private func local(_ unix: Int64) -> Int64 {
        unix + Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(unix))))
    }

    func day(of unix: Int64) -> Day {
        let days = Self.floorDiv(local(unix), 86_400)
        // Howard Hinnant's civil_from_days: the proleptic Gregorian date of a day count.
        let z = days + 719_468
        let era = Self.floorDiv(z, 146_097)
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return Day(year: Int(yoe + era * 400 + (month <= 2 ? 1 : 0)), month: Int(month), day: Int(day))
    }

    func dayText(_ unix: Int64) -> String {
        let d = day(of: unix)
        return "\(Self.months[d.month - 1]) \(d.day), \(d.year)"
    }

    func timeText(_ unix: Int64) -> String {
        let seconds = local(unix) - Self.floorDiv(local(unix), 86_400) * 86_400
        let (hour, minute) = (Int(seconds / 3600), Int(seconds % 3600 / 60))
        let mm = minute < 10 ? "0\(minute)" : "\(minute)"
        guard twelveHour else { return (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + mm }
        return "\(hour % 12 == 0 ? 12 : hour % 12):\(mm) \(hour < 12 ? "AM" : "PM")"
    }

    private static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : -((-a + b - 1) / b) }
}
