package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                          "https://api.acme.dev/v2",
	"onepassword_service_account_token": "ops_eyJcQSc+TBWYvVQNJhIko8JIlQsnqJ6dPBgDzuDUW0O4Yh6ToaE6gMKuo4rOW4h1CurvWtK/dttgUyODP//6kpqLcXeRVcBujLkPVLL+i6HAuvGYuxbNQ7P88bcD/KEML/toFkHe4n3qqYTKTbceRN2rUagzQ6M6hE2QJQ+9oueoJuy8wT3EuMIKiPF/2XrEvN9b1uglmB5w589Hyb5J7FlNov0m+j0rlCkr+Z/uHsGtbuV3N4zlUBCKd4EMycSXCrvyLXjbLHvCFdIZvDxtq99pk+1oAXHWbtdBGUfawy0Q0WtDgBp+wxYAc5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
