import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FACEBOOK_ACCESS_TOKEN = "EAAw21GRf4xweLOQlxGtAWXKaBY9rV2jDcxU8MLZHjWsYYhNuBx7oZ763uNLlOTvCJvLnwSR2hbPQlihHd0vbcE7BqiALcAR2HTALLbB4A0d9XZ2wbBOmDASRJCXfvuE1JWrnpII4BeYRA8Cm0lUGuUV06nJfWSAajGh0LgEny3LQ1kf3akhfNoKD2VIVbtJNz3krhnEpE"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
