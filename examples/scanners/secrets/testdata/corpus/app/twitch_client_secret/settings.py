import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITCH_CLIENT_SECRET = "yn2wkxcmyucwc5gc5j9p5rdkr9l78p"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
