import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ATLASSIAN_API_TOKEN = "ATATT3LLRcvs_zCpswcuYL6TJapytVVPhyeGMAiVKTiU35jUm7jNsbtSXT1EyUp-AJP3rqdbFW10FQZOv=PB_90h518Nh6B0XDLOe528Zc3BTWrNzoIaIF6dzM-8TZeFHOG8ocOenChoX2KPm_11uA=2TIdvSQ3Y3IsJkV4J=BX-aliCnBYAlaXNJjJJXpGV"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
