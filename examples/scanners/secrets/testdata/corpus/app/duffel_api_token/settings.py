import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DUFFEL_API_TOKEN = "duffel_live_sc_7XlLJ4mMJH1JLpHx1uWgN-GYr7EB6LR3r4czcA9I"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
