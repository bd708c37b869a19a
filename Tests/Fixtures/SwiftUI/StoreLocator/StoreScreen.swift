import SwiftUI

struct StoreScreen: View {
    var body: some View {
        VStack {
            Text("Our shop")
                .font(.title)
            StoreMap(coordinate: .init(latitude: 51.5, longitude: -0.12))
                .frame(height: 200)
            Text("Open daily, 9 to 6")
        }
    }
}

#Preview {
    StoreScreen()
}
