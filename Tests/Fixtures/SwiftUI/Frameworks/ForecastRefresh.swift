import Combine
import SwiftUI
import WidgetKit

/// A city's forecast, fetched a moment after the screen opens: the new forecast is announced,
/// since focus does not move. Saving the city as a favourite is felt (a success haptic) and
/// asks the home-screen widget to show it.
struct ForecastView: View {
    @State private var forecast = "Loading forecast"
    @State private var favorites = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Lisbon")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
            Text(forecast)
            Text("Favorites: \(favorites)")
            Button("Save as favorite") {
                favorites += 1
                WidgetCenter.shared.reloadAllTimelines()
            }
            .sensoryFeedback(.success, trigger: favorites)
        }
        .task {
            // Stands in for the network: the answer comes a second later.
            do {
                try await Task.sleep(for: .seconds(1))
            } catch {
                return
            }
            forecast = "Sunny, 24 degrees"
            AccessibilityNotification.Announcement("Forecast updated").post()
        }
    }
}

#Preview("Forecast") {
    ForecastView()
}

/// The forecast refreshed every minute by a timer whose handler starts a task, as code that
/// calls an async API from a timer does.
struct ForecastTicker: View {
    @State private var refreshes = 0
    private let timer = Timer.publish(every: 60, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("Refreshed \(refreshes) times")
            .onReceive(timer) { _ in
                Task {
                    refreshes += 1
                }
            }
    }
}

#Preview("Ticker") {
    ForecastTicker()
}
