import TermUI

/// The alerts of "SwiftUI Accessibility: Beyond the basics" (WWDC21): a list of alerts with a
/// "Warnings" rotor, a note whose rotors find its email addresses, links and phone numbers, and
/// a notification banner that VoiceOver hears.
///
/// - before: no rotors, and the banner appears and disappears without VoiceOver knowing.
/// - after: the Warnings rotor (entries in a namespace, on the alert cells), an Unread rotor
///   (entries by the rows' ForEach ids), text-range rotors on
///   the note, and the banner: a high-priority notification moves focus to it through
///   `@AccessibilityFocusState`; a low-priority one is announced. It dismisses itself after
///   3 seconds unless VoiceOver is on it.
public struct AlertsScreen: DemoScreen {
    public typealias Variant = DemoVariant
    let variant: Variant
    @State private var notification: Notification?
    @State private var note = Note(content: "Call Sam at 415-555-0132 or write to sam@example.com about the trip. "
        + "Photos: https://example.com/beach. Budget questions: budget@example.com or 415-555-0199.")

    public init(variant: Variant = .after) { self.variant = variant }

    public var body: some View {
        AlertNotificationView(content: {
            VStack(alignment: .leading, spacing: 16) {
                Text("Alerts")
                    .font(.largeTitle)
                    .accessibilityAddTraits(.isHeader)
                AlertsView(alerts: Alert.samples, isFixed: variant == .after)
                Text("Trip notes")
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                NoteView(note: $note, isFixed: variant == .after)
                HStack(spacing: 16) {
                    Button("Simulate low-priority alert") {
                        notification = Notification(content: "Sam accepted your challenge", priority: .low)
                    }
                    Button("Simulate high-priority alert") {
                        notification = Notification(content: "Food budget exceeded", priority: .high)
                    }
                }
            }
            .padding()
        }, notification: $notification, isFixed: variant == .after)
    }
}

struct Alert: Identifiable {
    var id: Int
    var isUnread: Bool
    var isFlagged: Bool
    var subject: String
    var content: String
    /// When it came, as the cell shows it; the seed's cells all say "04/30/21".
    var date = "04/30/21"
    var isWarning: Bool { isFlagged }
    var title: String { subject }

    static let samples = [
        Alert(id: 1, isUnread: true, isFlagged: true, subject: "Food budget exceeded",
              content: "You have spent $320 of your $300 food budget this month."),
        Alert(id: 2, isUnread: true, isFlagged: false, subject: "Challenge from Sam",
              content: "Sam challenged you to save $50 this week."),
        Alert(id: 3, isUnread: false, isFlagged: true, subject: "Travel budget at 90%",
              content: "You have $60 left of your travel budget."),
        Alert(id: 4, isUnread: false, isFlagged: false, subject: "Statement ready",
              content: "Your April statement is ready to view."),
    ]
}

struct AlertsView: View {
    var alerts: [Alert]
    var isFixed: Bool
    @Namespace var namespace

    var body: some View {
        if isFixed {
            VStack(alignment: .leading) {
                ForEach(alerts) { alert in
                    AlertCellView(alert: alert)
                        .accessibilityElement(children: .combine)
                        .accessibilityRotorEntry(id: alert.id, in: namespace)
                }
            }
            .accessibilityElement(children: .contain)
            // Explicit entries: in a namespace, on the view marked with accessibilityRotorEntry.
            .accessibilityRotor("Warnings") {
                ForEach(alerts) { alert in
                    if alert.isWarning {
                        AccessibilityRotorEntry(alert.title, id: alert.id, in: namespace)
                    }
                }
            }
            // Implicit entries: the id is the ForEach id of the row.
            .accessibilityRotor("Unread") {
                ForEach(alerts) { alert in
                    if alert.isUnread {
                        AccessibilityRotorEntry(alert.title, id: alert.id)
                    }
                }
            }
        } else {
            VStack(alignment: .leading) {
                ForEach(alerts) { alert in
                    AlertCellView(alert: alert)
                        .accessibilityElement(children: .combine)
                }
            }
        }
    }
}

struct AlertCellView: View {
    var alert: Alert
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                if alert.isUnread {
                    unreadMark
                        .frame(width: 8, height: 16)
                        .accessibilityLabel("Unread")
                }
                if alert.isFlagged {
                    // Labelled: a symbol's own name stays out of a combined label that has text.
                    Image(systemName: "exclamationmark.triangle.fill")
                        .foregroundColor(.orange)
                        .frame(width: 8, height: 16)
                        .accessibilityLabel("Warning")
                }
                Text(alert.subject)
                    .font(.headline)
                    .fontWeight(.semibold)
                Spacer()
                Text(alert.date)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            Text(alert.content)
                .lineLimit(3)
        }
        .padding(.horizontal, 8)
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// A blue dot; with Differentiate Without Color an envelope, so "unread" is not told by
    /// colour alone.
    @ViewBuilder private var unreadMark: some View {
        if differentiateWithoutColor {
            Image(systemName: "envelope").foregroundColor(.blue)
        } else {
            Circle().foregroundColor(.blue)
        }
    }
}

struct Note {
    var content: String

    var addressRanges: [Range<String.Index>] { ranges(of: #/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/#) }
    var linkRanges: [Range<String.Index>] { ranges(of: #/https?:\/\/[^\s]+[^\s.,]/#) }
    var phoneNumberRanges: [Range<String.Index>] { ranges(of: #/\d{3}-\d{3}-\d{4}/#) }

    private func ranges(of regex: some RegexComponent) -> [Range<String.Index>] {
        content.matches(of: regex).map(\.range)
    }
}

struct NoteView: View {
    @Binding var note: Note
    var isFixed: Bool

    var body: some View {
        if isFixed {
            TextEditor(text: $note.content)
                .frame(height: 64)
                .accessibilityLabel("Note")
                .accessibilityRotor("Email Addresses", textRanges: note.addressRanges)
                .accessibilityRotor("Links", textRanges: note.linkRanges)
                .accessibilityRotor("Phone Numbers", textRanges: note.phoneNumberRanges)
        } else {
            TextEditor(text: $note.content)
                .frame(height: 64)
                .accessibilityLabel("Note")
        }
    }
}

struct Notification: Equatable {
    enum Priority {
        case low, high
    }
    var content: String
    var priority: Priority
}

struct AlertNotificationView<Content: View>: View {
    @ViewBuilder var content: Content
    @Binding var notification: Notification?
    var isFixed: Bool
    /// Announces a low-priority notification at low announcement priority (iOS 17), so it waits
    /// for current speech; the seed posts a plain announcement, which interrupts it.
    var queuesLowPriority = false
    @AccessibilityFocusState var isNotificationFocused: Bool

    var body: some View {
        ZStack(alignment: .top) {
            content

            if notification != nil {
                NotificationBanner(notification: $notification, isNotificationFocused: $isNotificationFocused)
                    .accessibilityFocused($isNotificationFocused)
            }
        }
        .onChange(of: notification) { notification in
            guard isFixed, notification != nil else { return }
            if notification?.priority == .high {
                isNotificationFocused = true
            } else {
                postAccessibilityNotification()
            }
        }
    }

    func postAccessibilityNotification() {
        guard let announcement = notification?.content else {
            return
        }
        if queuesLowPriority {
            var text = AttributedString(announcement)
            text.accessibilitySpeechAnnouncementPriority = .low
            AccessibilityNotification.Announcement(text).post()
        } else {
            UIAccessibility.post(notification: .announcement, argument: announcement)
        }
    }
}

struct NotificationBanner: View {
    @Binding var notification: Notification?
    @AccessibilityFocusState.Binding var isNotificationFocused: Bool
    @State var timer: Timer?

    var body: some View {
        if let notification = notification {
            Text(notification.content)
                .bold()
                .padding()
                .frame(maxWidth: 360)
                .background(RoundedRectangle(cornerRadius: 8).fill(.black))
                .onAppear { startTimer() }
                .onDisappear { stopTimer() }
        } else {
            EmptyView()
        }
    }

    func startTimer() {
        timer = Timer.scheduledTimer(
            withTimeInterval: 3,
            repeats: true) { _ in
            if !isNotificationFocused {
                notification = nil
            }
        }
    }

    func stopTimer() {
        timer?.invalidate()
    }
}
