import AppIntents
import SwiftUI

/// The day's check-ins, shared by the app's screens and its intents.
@MainActor
@Observable
final class CheckInLog {
    static let shared = CheckInLog()
    var count = 0
    var lastMood: Mood?
}

enum Mood: String, AppEnum {
    case calm, tired, excited

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Mood" }
    static var caseDisplayRepresentations: [Mood: DisplayRepresentation] {
        [.calm: "Calm", .tired: "Tired", .excited: "Excited"]
    }
}

struct CheckInIntent: AppIntent {
    static let title: LocalizedStringResource = "Check In"
    static let description: IntentDescription? = IntentDescription("Records that you arrived.")

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await MainActor.run { CheckInLog.shared.count += 1 }
        return .result(dialog: "Checked in")
    }
}

struct LogMoodIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Mood"

    @Parameter(title: "Mood")
    var mood: Mood

    init() {}
    init(mood: Mood) { self.mood = mood }

    @MainActor
    func perform() async throws -> some IntentResult {
        CheckInLog.shared.lastMood = mood
        return .result()
    }
}

struct CheckInShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CheckInIntent(), phrases: ["Check in with \(.applicationName)"],
                    shortTitle: "Check In", systemImageName: "mappin")
    }
}

struct CheckInView: View {
    private var log = CheckInLog.shared

    var body: some View {
        VStack(spacing: 16) {
            Text("Check-ins today: \(log.count)")
            Text("Mood: \(log.lastMood?.rawValue ?? "not logged")")
                .accessibilityAction(named: "Log calm", intent: LogMoodIntent(mood: .calm))
            Button(intent: CheckInIntent()) {
                Label("Check in", systemImage: "mappin.circle")
            }
        }
    }
}

#Preview("Check in") {
    CheckInView()
}
