import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_API_SECRET = "bHh6WGyvaHPfmbgSo5rtocl5XXXardk2pFCJspBoGjTeRJ3DVM"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
