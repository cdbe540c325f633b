import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FACEBOOK_APP_SECRET = "50a60f615e569444a50df9862d20da55"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
