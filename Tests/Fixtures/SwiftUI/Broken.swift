import SwiftUI

struct BrokenView: View {
    var body: some View {
        Text(missingTitle)
    }
}
