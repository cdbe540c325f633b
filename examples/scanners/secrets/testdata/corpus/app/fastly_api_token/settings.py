import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FASTLY_API_TOKEN = "Xp12FuvyPhnHOlm2fwjig1yt34jXXmhS"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
