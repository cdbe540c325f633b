package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"yandex_iam_token": "t1.Srm9lD4025zezVORmg66Dw5zCvD4gKmCkWwUXRnK3xWDJwXQaNS8OVU579nolEW6iz9GHY0Nzbqxg3A1nnofuvOreItP6k13TJR7w0SEErT7rtwyN9O37rhO1jOi25qyzZS90nvMfa80vuxqUr5pzOjELfIGyoi9xWnXSPVsiSNvGNMvIffT7fWNsHzwMeCT==.fhhHjUARaQH12cJrAbuooGpphBGvCSkter6O2Cu6btqhvNtHysjc3KSHr9ce43mzZRDqBIXVJUkJFdn1LemvvP=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
