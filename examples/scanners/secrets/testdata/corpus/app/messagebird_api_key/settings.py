import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MESSAGEBIRD_API_KEY = "IYMgnhKUhNcTnOdhzn7Qqmt2U"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
