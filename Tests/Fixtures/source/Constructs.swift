import UIKit

/* A comment with a call: view.addCompactConstraint("a.left = nope.left", metrics: nil, views: [:])
   /* nested */ still a comment: NSLayoutConstraint.constraints(withVisualFormat: "H:|[zzz]|", options: [], metrics: nil, views: [:])
*/
final class ProfileView: UIView {
    let avatar = UIView(), name = UILabel(), badge = UIView()

    func layout(spacing: CGFloat) {
        // view.addCompactConstraint("not.a = call", metrics: nil, views: [:])
        let views = ["avatar": avatar, "name": name]
        addCompactConstraint("avatar.left = super.left + 10", metrics: nil, views: views)
        addCompactConstraint("name.left = avtar.right + 8", metrics: nil, views: views)
        addCompactConstraint("\u{61}vatar.width = nme.width", metrics: nil, views: views)
        addCompactConstraints([
            "avatar.top = super.top + pad",
            "name.centerY = avatar.centerY @ 75o",
        ], metrics: ["pad": 12], views: views)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[avatar]-[name]-|",
            options: [.alignAllTop],
            metrics: nil,
            views: ["avatar": avatar, "name": name, "badge": badge]))
        _ = NSLayoutConstraint.constraints(withVisualFormat: #"V:|-[avatar(==name*2)]"#, options: [], metrics: nil, views: views)
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[avatar]-(gap)-[name]", options: [], metrics: nil, views: views)
        _ = NSLayoutConstraint.constraints(withVisualFormat: "V:|[avatar][name]", options: .alignAllTop, metrics: nil, views: views)
        _ = NSLayoutConstraint.constraints(withVisualFormat: """
            H:|-[avatar]-\
            [name]-[bdge]|
            """, options: [], metrics: nil, views: views)
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(spacing)-[avatar]|", options: [], metrics: nil, views: views)
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[" + "avatar]|", options: [], metrics: nil, views: views)
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[avatar][nam]|", options: [], metrics: nil, views: self.views)
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[avatar[name]|", options: [], metrics: nil, views: self.views)
        _ = NSLayoutConstraint.constraints(withVisualFormat: ##"H:|-[avatar]-"#-[name]"##, options: [], metrics: nil, views: views)
        _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[avatar]|", options: [.alignAllMiddle], metrics: nil, views: views)
        let metrics: [String: CGFloat] = ["pad": 8, "high": 2000]
        addCompactConstraint("name.width = avatar.width * 2 + pad @ high", metrics: metrics, views: views)
        addCompactConstraint(
            "name.height = 20 +-4",
            metrics: metrics,
            views: views
        )
    }
}
