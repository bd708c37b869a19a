import SwiftUI
import UIKit

/// A settings screen: grouped background and card colours from UIKit, and a way out to the
/// app's page in the Settings app when notifications are off there.
struct NotificationSettings: View {
    @State private var dailyDigest = true
    @State private var trailAlerts = false
    @State private var systemPermissionGranted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Notifications")
                .font(.largeTitle.bold())
                .accessibilityAddTraits(.isHeader)

            VStack(alignment: .leading, spacing: 8) {
                Toggle("Daily digest", isOn: $dailyDigest)
                Toggle("Trail condition alerts", isOn: $trailAlerts)
            }
            .padding()
            .background(Color(.secondarySystemGroupedBackground))

            if !systemPermissionGranted {
                HStack {
                    Image(systemName: "bell.slash")
                        .foregroundColor(Color(.systemOrange))
                        .accessibilityHidden(true)
                    Text("Notifications are turned off for this app in Settings.")
                        .foregroundColor(Color(uiColor: .secondaryLabel))
                }
                Button("Open Settings") {
                    if let url = URL(string: UIApplication.openSettingsURLString) {
                        UIApplication.shared.open(url)
                    }
                }
                .foregroundColor(Color(.link))
            }

            Text(UIDevice.current.userInterfaceIdiom == .pad ? "Showing iPad layout" : "Showing iPhone layout")
                .font(.footnote)
                .foregroundColor(Color(.tertiaryLabel))
        }
        .padding()
        .background(Color(.systemGroupedBackground))
    }
}

#Preview("Settings") {
    NotificationSettings()
}
