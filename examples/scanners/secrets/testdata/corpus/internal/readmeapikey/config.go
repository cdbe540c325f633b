package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"readme_api_key": "rdme_gydhr8prk8zdnss2gaj5rpqs0t8dvo8338gw0m980zszg7nuuicxg9e5ebw6vgeahha5ee",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
