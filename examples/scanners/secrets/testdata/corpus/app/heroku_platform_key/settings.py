import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HEROKU_PLATFORM_KEY = "HRKU-AAkyIyq9wFuP-_HLLp9z2L2yVaq0MTw-kfG2lhc8RTBb26oz7dPAp-ehYzGk"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
