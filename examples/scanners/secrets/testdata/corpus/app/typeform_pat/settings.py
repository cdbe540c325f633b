import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TYPEFORM_PAT = "tfp_4y4Pn=-KotW-bauH5x.4MenctWSc9QQ9zuoyhVF-5.xau-fVPCnsqcbSCVd"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
