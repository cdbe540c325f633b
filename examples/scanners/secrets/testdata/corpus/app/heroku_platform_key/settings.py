import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HEROKU_PLATFORM_KEY = "HRKU-AABgzgZuis5wrNK46DAnQXWU4TaRZLD_UaCRWxaaltm1uso94sNqMO7a7OKX"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
