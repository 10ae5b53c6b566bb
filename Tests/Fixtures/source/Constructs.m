#import "ProfileView.h"

// [self addCompactConstraint:@"a.left = nope.left" metrics:nil views:@{}];
@implementation ProfileView

- (void)layout
{
    UIView *avatar = self.avatar, *name = self.name;
    NSDictionary *views = NSDictionaryOfVariableBindings(avatar, name);
    [self addCompactConstraint:@"avatar.left = super.left + 10" metrics:nil views:views];
    [self addCompactConstraint:@"name.left = avtar.right + 8" metrics:nil views:views];
    [self addCompactConstraints:@[@"avatar.top = super.top + pad",
                                  @"name.centerY = avatar.centerY @ 75o"]
                        metrics:@{@"pad": @12}
                          views:views];
    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[avatar]-"
                                                                         @"[name]-[bdge]|"
                                                                 options:NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom
                                                                 metrics:nil
                                                                   views:@{@"avatar": avatar, @"name": name, @"badge": self.badge}]];
    [NSLayoutConstraint constraintsWithVisualFormat:@"V:|[avatar][name]" options:NSLayoutFormatAlignAllTop metrics:nil views:views];
    [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[avatar(==name*2)]" options:0 metrics:nil views:views];
    [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-\t[avatar]-(gap)-|" options:0 metrics:@{@"gp": @4} views:views];
    [NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:|-%d-[avatar]|", 4] options:0 metrics:nil views:views];
    [NSLayoutConstraint compactConstraint:@"avatar.width = 200 - 40" metrics:nil views:views self:self];
    [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[avatar][nam]|" options:0 metrics:nil views:self.views];
    [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-\"[avatar]|" options:0 metrics:nil views:views];
    [NSLayoutConstraint constraintsWithVisualFormat:@"\x48:|-[avatar]-" /* joined */ @"(>=8@999.5)-|" options:0 metrics:nil views:views];
    [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[avatar]|" options:NSLayoutFormatAlignAllMiddle metrics:nil views:views];
    [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[avatar]-(gap)-|" options:0 metrics:@{@"gp": @4} views:views];
}

@end
