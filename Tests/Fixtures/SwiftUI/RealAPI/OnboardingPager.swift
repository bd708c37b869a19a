import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let detail: String
}

/// Onboarding pages that snap one at a time, each as wide as the screen.
struct OnboardingPager: View {
    let pages = [
        OnboardingPage(id: 1, symbol: "map", title: "Plan", detail: "Pick where to go."),
        OnboardingPage(id: 2, symbol: "suitcase", title: "Pack", detail: "Check off what to bring.")
    ]
    @State private var isHighlighted = true

    var body: some View {
        VStack(spacing: 16) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(pages) { page in
                        VStack(spacing: 8) {
                            Image(systemName: page.symbol)
                                .font(.system(size: 40))
                                .accessibilityHidden(true)
                            Text(page.title)
                                .font(.title)
                                .fontDesign(.rounded)
                                .fontWidth(.expanded)
                            Text(page.detail)
                                .foregroundStyle(isHighlighted ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
                        }
                        .containerRelativeFrame(.horizontal)
                        .accessibilityElement(children: .combine)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollIndicators(.never)
            Button("Get started") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .hoverEffect(.lift)
        }
        .background(.ultraThinMaterial)
    }
}

#Preview("Onboarding") { OnboardingPager() }
