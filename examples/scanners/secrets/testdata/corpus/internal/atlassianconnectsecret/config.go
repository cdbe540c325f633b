package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"atlassian_connect_secret": "ATCTT342mBvghuaHS3ArMsyc32XUlqSwcsQOJh1FABlxmWgYbkC6lFAGjZgswdLBMR4Jyrc7gxfpikqhBTZNG233tgL6fdPbY2eoziq=lJnuOgMRHfQKzTbgVzjd9xjiKWrrpaQpblbvOTDVF21qPGSlr6zbmRrhGG0K2McjOI01SeHRyN1iGuNayDbW4O9k",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
