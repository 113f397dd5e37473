import Foundation

/// Times and days as a chat shows them, in the import's zone: "09:41" or "9:41 AM", "March 1, 2026".
struct TimeText {
    private let calendar: Calendar
    private let twelveHour: Bool
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December"]

    init(_ options: ImportOptions) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = options.timeZone
        self.calendar = calendar
        twelveHour = options.clock == .twelve
    }

    func day(of unix: Int64) -> DateComponents {
        calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(unix)))
    }

    func dayText(_ unix: Int64) -> String {
        let d = day(of: unix)
        return "\(Self.months[(d.month ?? 1) - 1]) \(d.day ?? 1), \(d.year ?? 1970)"
    }

    func timeText(_ unix: Int64) -> String {
        let t = calendar.dateComponents([.hour, .minute], from: Date(timeIntervalSince1970: TimeInterval(unix)))
        let (hour, minute) = (t.hour ?? 0, t.minute ?? 0)
        let mm = minute < 10 ? "0\(minute)" : "\(minute)"
        guard twelveHour else { return (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + mm }
        return "\(hour % 12 == 0 ? 12 : hour % 12):\(mm) \(hour < 12 ? "AM" : "PM")"
    }
}
