import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITCH_CLIENT_SECRET = "spj2yug0jpt6zcueqhf25o8bcdmqzv"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
