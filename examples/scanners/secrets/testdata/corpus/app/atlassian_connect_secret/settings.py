import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ATLASSIAN_CONNECT_SECRET = "ATCTT3JJXpGVXEdvH6Bda34ofMLhr92rrsyIxuQLLMS1I6-=kGRRKpwZOs4=GPVDggA2w9EZUNDjsOV-22eiBnnBICneqTaUPYAqoWFnB3molE0VCVPp0MNXOfEueEcD5vSMoW7IOIuhu=SXHkgN7dE2lBDAlHzVrgP1ZpVhrgEFWjs42IvISCzaVBmwzKnG"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
