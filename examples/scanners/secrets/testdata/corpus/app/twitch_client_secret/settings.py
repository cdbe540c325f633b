import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITCH_CLIENT_SECRET = "vftop5elz5f7t10w0t44cqsqb4qwav"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
