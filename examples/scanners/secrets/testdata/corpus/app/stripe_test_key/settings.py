import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

STRIPE_TEST_KEY = "sk_test_rmXyOWB4yh60CdDHgDKLIRaOuvbcyuXY4aE1rEUhymoUwD98U"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
