import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWILIOAPIKEYSID = "SK6495168a1b84d264f75dd54a389bc973"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
