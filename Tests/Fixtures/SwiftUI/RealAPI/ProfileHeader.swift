import SwiftUI

/// A profile header: a masked avatar, a custom font, a crossed-out old price and a code the
/// user can select.
struct ProfileHeader: View {
    var name = "Ana Lima"
    var body: some View {
        VStack(spacing: 8) {
            Circle()
                .fill(AngularGradient(colors: [.purple, .blue, .purple], center: .center))
                .frame(width: 64, height: 64)
                .mask {
                    Circle().padding(2)
                }
                .accessibilityHidden(true)
            Text(name)
                .font(.custom("Avenir Next", size: 24, relativeTo: .title))
                .kerning(0.5)
            Text("Member since 2021")
                .font(.footnote.smallCaps())
                .tracking(1)
                .foregroundStyle(.blue.secondary)
            HStack {
                Text("$49").strikethrough(true, color: .red)
                Text("$29 per year")
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Price $29 per year, was $49")
            Text("Code TRAVEL29")
                .textSelection(.enabled)
                .privacySensitive()
        }
        .padding()
        .background(EllipticalGradient(colors: [.mint.opacity(0.3), .clear]))
        .clipShape(UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24))
    }
}

#Preview("Profile") { ProfileHeader() }
