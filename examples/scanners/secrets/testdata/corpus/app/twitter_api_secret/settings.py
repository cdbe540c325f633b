import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_API_SECRET = "Ca4YVNvH2mn76OAP1eiOFE9hEitftGAhbTVHFBeFFZ5ZJHS3S6"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
