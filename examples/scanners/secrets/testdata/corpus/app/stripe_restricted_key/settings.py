import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

STRIPE_RESTRICTED_KEY = "rk_live_s1oyzm8vAPDGsgpwdiBrE78M6Yt80lq02gYO"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
