package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"grafana_cloud_api_token": "glc_kTLQuTYWGq+mJS6e6LsYe9a/8Hg/NEISTtG5OY4JtC7p7DHfTzzbQvFRcKs6Lz5GDvS9idJ7EkZoEKUCImX4Z99kSMKbMaZaWx7TBmj5+QI2KQ/u+a82AnSiY/V/1YC0KDkl/c1L1/KGbfdq8vynHJZOnFh7Z0XFjMH0RWwMA+ml0k99tkLfjolPEn7UhmWAEBmfOnT5ze8yllcaPyYLqzaitYymEZCzn5HSNiEhuZAX3c3FYTRrMDbtaR478J4OPZDIbgDjx0lZgpYJTqNQEH5DZVFJ9hcSsjMAz/6Oa21RvyiBW3bSnmSCzxZr6rbYsCQHtCRw/x4SNh1Q1siytBwXpkXw847cL3lujq+",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
