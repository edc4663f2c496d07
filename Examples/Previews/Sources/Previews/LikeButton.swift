import Kinetic

/// A like button: the heart pops with a bouncy spring and the counter slides in.
struct LikeButton: View {
    @State private var liked = false
    @State private var count = 41

    var body: some View {
        VStack(spacing: 20) {
            Text(liked ? "❤️" : "🤍")
                .font(.system(size: 80))
                .scaleEffect(liked ? 1.25 : 1)
                .animation(.bouncy(extraBounce: 0.2), value: liked)
                .onTapGesture {
                    liked.toggle()
                    withAnimation(.easeOut(duration: 0.2)) { count += liked ? 1 : -1 }
                }
                .testID("heart")
            Text("\(count) likes").font(.title3).offset(y: liked ? -4 : 0).opacity(liked ? 1 : 0.6)
        }
    }
}
