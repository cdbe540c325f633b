import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITCH_CLIENT_SECRET = "077xju1v2802oztlao70qrrjjmdrez"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
