import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NEWRELIC_INSERT_KEY = "NRII-3JSYcm8bGquhTzOmewDOQgULS8aXwW0W"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
