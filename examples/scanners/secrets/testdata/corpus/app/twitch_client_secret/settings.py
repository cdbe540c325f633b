import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITCH_CLIENT_SECRET = "ip8gyn2wkxcmyucwc5gc5j9p5rdkr9"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
