import TermUI

extension Alert {
    /// The trip's alerts: two warnings with a notice between them, so the Warnings rotor has
    /// something to skip.
    static let trip = [
        Alert(id: 1, isUnread: true, isFlagged: true, subject: "Rip currents at Baker Beach",
              content: "Swim near a lifeguard tower until Sunday.", date: "Saturday"),
        Alert(id: 2, isUnread: true, isFlagged: false, subject: "Tide times updated",
              content: "Low tide is at 4:12 PM on Sunday.", date: "Saturday"),
        Alert(id: 3, isUnread: false, isFlagged: true, subject: "High UV index",
              content: "Reapply sunscreen every two hours.", date: "Friday"),
    ]
}

extension Notification {
    /// What arrives while the trip is open, in seconds after it opens: a low-priority one
    /// first, then a high-priority one once the first banner has gone.
    static let tripArrivals: [(after: Double, notification: Notification)] = [
        (4, Notification(content: "Jack favorited your trip", priority: .low)),
        (12, Notification(content: "Lightning near Baker Beach. Leave the water.", priority: .high)),
    ]
}
