import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

EASYPOST_TEST_API_KEY = "EZTK156NJdrqTpYTSEWsjhjPFk2b8yUvEdcJ1o4Hzoy3WdZUBOtpk5j3Yq"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
