package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"dropbox_short_lived_token": "sl.u.CFZONu7qcaGlUD_c4LVQs95u0s3FPzbplS8zUHNBpxBaIKCUIbDEDDoRAdCvVbZEr7uADonFzcjqP1ENqizma7jjV__ONNQ4gMbzbUlEOxVfYXIjXqXWbT34t55ppHUicGHvLbV98Z0Af5iV6n5r1k16luPUTuZPm11tNh9i2XwQ1JXL4Oht5LK00CEfiBpWip8eqeiCT40TkZG-u8ZVuwYTyhOdtxSny87tuUA8kGY8BDKhmYyH2wq5PEWOvHiNy6ktkHHNrsKqby-gmfuQI2uTbG4i2eAivNX2El8jNdHnvOYEe8Ea0Xfdro0YZl5jcF7nR64wg3xwGP_Fc5NKBSxrWZO1MV",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
