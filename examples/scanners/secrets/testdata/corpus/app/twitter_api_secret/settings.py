import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_API_SECRET = "6VrannCjcUXAAytiBWm0Um5GxMkSlGbcn1JKfrVbAbhZyP2OSK"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
