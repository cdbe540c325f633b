import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

EASYPOST_TEST_API_KEY = "EZTK6wzpLIjs8rlk0btQ5Y4kG3mKT1W70I1fdtteIjrTCM1rqIKSTblPdt"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
