// Screens whose file imports only what `rotor open` gives an app's file: `DispatchQueue` here is
// the one on the reader's clock, as in an opened file. (A file that also imports Foundation
// by another path, as the tests' own files do, sees Dispatch's too.)
import FrameworkStandIns

struct Saving: View {
    @State private var status = "Not saved"
    var body: some View {
        VStack {
            Text(status)
            Button("Save") {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                    status = "Saved"
                    AccessibilityNotification.Announcement("Profile saved").post()
                }
            }
            Button("Undo") {
                DispatchQueue.main.async {
                    status = "Undone"
                    UIAccessibility.post(notification: .announcement, argument: "Change undone")
                }
            }
            Button("Later") {
                let item = DispatchWorkItem { AccessibilityNotification.Announcement("Never heard").post() }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: item)
                item.cancel()
                DispatchQueue.global(qos: .userInitiated).asyncAfter(wallDeadline: .now() + 2) {
                    AccessibilityNotification.Announcement("Background done").post()
                }
            }
        }
    }
}

struct Sleeping: View {
    @State private var status = "Waiting"
    var body: some View {
        Text(status).task {
            do {
                try await Task.sleep(for: .seconds(2))
                status = "Woke"
                try await Task.sleep(nanoseconds: 500_000_000)
                status = "Woke twice"
            } catch {
                status = "Cancelled"
            }
        }
    }
}


let clockQueueIsTermUIs = ObjectIdentifier(DispatchQueue.self) == ObjectIdentifier(TermUI.DispatchQueue.self)
let mainQueueIsTermUIs = type(of: DispatchQueue.main) == TermUI.DispatchQueue.self

@MainActor
final class SleepLog {
    var entries: [String] = []
}

/// Sleeps for an hour in a task that is not the view's own `.task`: closing the screen is what
/// ends it.
struct LongSleeper: View {
    let log: SleepLog
    var body: some View {
        Button("Start") {
            Task {
                do {
                    try await Task.sleep(for: .seconds(3600))
                    log.entries.append("woke")
                } catch {
                    log.entries.append("\(type(of: error))")
                }
            }
        }
    }
}

/// Defers its first state change to the main queue's next turn, as apps do from onAppear.
struct DeferredReady: View {
    @State private var status = "Starting"
    var body: some View {
        Text(status)
            .onAppear {
                DispatchQueue.main.async { status = "Ready" }
            }
    }
}
