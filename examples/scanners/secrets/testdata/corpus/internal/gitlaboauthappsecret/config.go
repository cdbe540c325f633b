package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"gitlab_oauth_app_secret": "gloas-t1Wr8Cnueyk1qntcg_FMk5tzt8c1vVJksgw5lhEKlOrz_dz7gr50Xp_4mP4pLEwH",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
