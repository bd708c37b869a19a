import SwiftUI

@main
struct TrailJournalApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    @StateObject private var store = TrailStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
        }
    }
}

/// Kept for the launch work apps still do in a delegate; SwiftUI makes it once, at launch.
final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var launchedAt = Date()
}
