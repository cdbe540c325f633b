import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AUTHTOKEN = "b7aNd1Fwa7p351zx1JYqzVE2LNB40A14"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
