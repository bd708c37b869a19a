import TermUI

/// The sample app screen: one beach trip, holding what the seeds fix one piece at a time. The
/// post and its comments come from "Catch up on accessibility in SwiftUI" (WWDC24); the trip
/// budget slider and the alerts with their notification banner from "SwiftUI Accessibility:
/// Beyond the basics" (WWDC21). A few seconds after it opens, the screen posts a low-priority
/// notification, then a high-priority one, so a new user hears an announcement unasked.
///
/// - before: what a developer writes first: each comment's buttons their own elements and the
///   unread dot silent; the budget a gesture-driven shape VoiceOver cannot reach; the alerts
///   without rotors; the banners coming and going in silence.
/// - after: the seeds' fixes: each comment one element with Favorite and Reply as actions and
///   "Unread" while unread; the budget represented by a `Slider` with a dollar value; a
///   Warnings rotor over the alerts; the low-priority notification announced once current
///   speech ends, the high-priority one taking focus through `@AccessibilityFocusState`.
public struct TripScreen: DemoScreen {
    public typealias Variant = DemoVariant
    let variant: Variant
    @State private var model = BeachTripModel()
    @State private var budget = 0.6
    @State private var notification: Notification?
    @State private var timers: [Timer] = []

    public init(variant: Variant = .after) { self.variant = variant }

    public var body: some View {
        AlertNotificationView(content: {
            VStack(alignment: .leading, spacing: 16) {
                Text("Weekend adventure")
                    .font(.largeTitle)
                    .accessibilityAddTraits(.isHeader)
                TripPostView(variant: variant, model: model)
                VStack(alignment: .leading, spacing: 16) {
                    ForEach(model.comments) { comment in
                        CommentView(comment: comment, model: model, variant: variant)
                    }
                }
                BudgetSlider(value: $budget, label: "Trip budget", isFixed: variant == .after)
                VStack(alignment: .leading) {
                    Text("Alerts")
                        .font(.headline)
                        .accessibilityAddTraits(.isHeader)
                    AlertsView(alerts: Alert.trip, isFixed: variant == .after)
                }
            }
            .padding()
        }, notification: $notification, isFixed: variant == .after, queuesLowPriority: true)
        .onAppear { scheduleNotifications() }
        .onDisappear { timers.forEach { $0.invalidate() } }
    }

    /// The screen's own timers post the trip's notifications; they run on the screen's clock,
    /// so headless they arrive when a script waits.
    private func scheduleNotifications() {
        timers = Notification.tripArrivals.map { arrival in
            Timer.scheduledTimer(withTimeInterval: arrival.after, repeats: false) { _ in
                notification = arrival.notification
            }
        }
    }
}
